//! The Loops tab's Web Worker (see `reconverge_web::loops_worker`).

use gloo_worker::Registrable;
use reconverge_web::loops_worker::LoopsWorker;

fn main() {
    LoopsWorker::registrar().register();
}
