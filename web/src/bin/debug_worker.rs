//! The Debug tab's Web Worker (see `reconverge_web::debug_worker`).

use gloo_worker::Registrable;
use reconverge_web::debug_worker::DebugWorker;

fn main() {
    DebugWorker::registrar().register();
}
