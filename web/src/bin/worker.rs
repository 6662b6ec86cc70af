//! The Web Worker: the core behind `gloo-worker` (see `reconverge_web::worker`).

use gloo_worker::Registrable;
use reconverge_web::worker::AnalysisWorker;

fn main() {
    AnalysisWorker::registrar().register();
}
