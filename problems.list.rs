// The contest problems, listed once: each problem's id and the name of its
// module in every crate, in the order of the specification (`problems.md`,
// then `problems-2.md`).
//
// Read with `include!` by each crate that has a module per problem: the
// solver's programs and the oracle's (their `problems.list.rs` is a symbolic
// link to this file, so that each packaged crate carries it), the harness's
// generators and its validators. Each then calls `problem_list!(m)` with a
// macro `m` of its own, which gets the whole list. A list of names is not
// shared logic: each crate writes its own module for each problem.
//
// Adding a problem: "Adding a problem" in ARCHITECTURE.md lists its parts;
// `tests/architecture.rs` checks them for every line here.
macro_rules! problem_list {
    ($then:ident) => {
        $then! {
            "hihocoder-1163" => hihocoder_1163,
            "hnoi2007-split" => hnoi2007_split,
            "hdu-2188" => hdu_2188,
            "hdu-1846" => hdu_1846,
            "hdu-1847" => hdu_1847,
            "hdu-1850" => hdu_1850,
            "hdu-1730" => hdu_1730,
            "poj-1704" => poj_1704,
            "hdu-4315" => hdu_4315,
            "hdu-1527" => hdu_1527,
            "hdu-2177" => hdu_2177,
            "hdu-2516" => hdu_2516,
            "hdu-1524" => hdu_1524,
            "hdu-1536" => hdu_1536,
            "cf-603c" => cf_603c,
            "hdu-1907" => hdu_1907,
            "hdu-1848" => hdu_1848,
            "hdu-3032" => hdu_3032,
            "hdu-5795" => hdu_5795,
            "poj-2311" => poj_2311,
            "hdu-1729" => hdu_1729,
            "poj-3537" => poj_3537,
            "uva-10561" => uva_10561,
            "hdu-3980" => hdu_3980,
            "hdu-2999" => hdu_2999,
        }
    };
}
