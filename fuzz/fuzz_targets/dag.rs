//! Solver against oracle on generated token-on-graph positions (mostly DAGs,
//! sometimes a cycle or an edge off the graph, which both sides must refuse).
#![no_main]
use grundy::games::dag::Dag;
use grundy::games::dag::DagPosition;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|position: DagPosition| grundy::check::assert_agrees::<Dag>(&position));
