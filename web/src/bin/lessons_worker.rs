//! The lessons' Web Worker (see `reconverge_web::lessons_worker`).

use gloo_worker::Registrable;
use reconverge_web::lessons_worker::LessonsWorker;

fn main() {
    LessonsWorker::registrar().register();
}
