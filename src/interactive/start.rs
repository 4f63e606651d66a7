//! The starts the judge sends: aimed at the traps of each problem, inside
//! the judge's constraints unless `--beyond` asks for more.

use super::card_row::{self, MAX_CARDS};
use super::xor_break::{self, MAX_GAMES, MAX_N};
use crate::problems::InputSize;
use crate::rng::Rng;

/// A start of either problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    CardRow(card_row::Start),
    XorBreak(xor_break::Start),
}

impl Start {
    pub fn inside(&self) -> bool {
        match self {
            Start::CardRow(s) => s.inside(),
            Start::XorBreak(s) => s.inside(),
        }
    }

    /// The start as `PROBLEM=START` writes it (see [`parse`]).
    pub fn text(&self) -> String {
        match self {
            Start::CardRow(s) => format!("{},{},{}", s.cards, s.low, s.high),
            Start::XorBreak(s) => s.text(),
        }
    }

    /// What the judge writes first, shortened for a report.
    pub fn shown(&self) -> String {
        match self {
            Start::CardRow(s) => format!("N L R = {}", s.text()),
            Start::XorBreak(s) if s.games.len() <= 6 => {
                format!("t = {}, n = {}", s.games.len(), s.text().replace(',', ", "))
            }
            Start::XorBreak(s) => format!(
                "t = {}, n = {}, ... ({} more)",
                s.games.len(),
                s.games[..4]
                    .iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                s.games.len() - 4
            ),
        }
    }
}

/// Reads a start written as `N,L,R` (abc278-g) or `n1,n2,...` (cf-1934d2).
pub fn parse(problem: &str, text: &str) -> Result<Start, String> {
    let numbers: Result<Vec<u64>, String> = text
        .split(',')
        .enumerate()
        .map(|(i, t)| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| format!("number {} of the start, `{t}`, is not a number", i + 1))
        })
        .collect();
    let numbers = numbers?;
    match problem {
        "abc278-g" => match numbers.as_slice() {
            &[cards, low, high] => {
                let s = card_row::Start { cards, low, high };
                if s.playable() {
                    Ok(Start::CardRow(s))
                } else {
                    Err(format!(
                        "the start `{text}` needs 1 <= L <= R and N <= {}",
                        solver::interactive::card_row::MAX_ROW
                    ))
                }
            }
            _ => Err(format!("the start `{text}` must be three numbers N,L,R")),
        },
        _ => {
            let s = xor_break::Start { games: numbers };
            if s.playable() {
                Ok(Start::XorBreak(s))
            } else {
                Err(format!("the start `{text}` must be numbers of at least 1"))
            }
        }
    }
}

/// The start of case `seed`.
pub fn generate(problem: &str, seed: u64, size: InputSize, beyond: bool) -> Start {
    let mut rng = Rng::new(seed ^ 0x5354_4152_5453);
    // One case in five past the judge, with --beyond.
    let past = beyond && rng.range(0, 4) == 0;
    if problem == "abc278-g" {
        Start::CardRow(cards(&mut rng, size, past))
    } else {
        Start::XorBreak(numbers(&mut rng, size, past))
    }
}

fn cards(rng: &mut Rng, size: InputSize, past: bool) -> card_row::Start {
    let most = match size {
        // One small case in four with longer rows.
        InputSize::Small if rng.range(0, 3) == 0 => 60,
        InputSize::Small => 12,
        InputSize::Judge => MAX_CARDS,
        InputSize::Huge => 5000,
    };
    let cards = match rng.range(0, 3) {
        // Tiny rows of each parity.
        0 => rng.range(1, 6.min(most)),
        1 => most - rng.range(0, 1),
        _ => rng.range(1, most),
    };
    let cards = if size == InputSize::Huge {
        rng.range(MAX_CARDS + 1, 5000)
    } else {
        cards
    };
    let (low, high) = match rng.range(0, 5) {
        // L = R: symmetry only when N - L is even. At the judge's size,
        // half of them take 1 to 3 cards: with N - L odd that is the
        // longest game played by Grundy values, where a program that
        // recomputes its table every move runs out of time.
        0 | 1 => {
            let l = if size == InputSize::Judge && rng.range(0, 1) == 0 {
                rng.range(1, 3.min(cards))
            } else {
                rng.range(1, cards)
            };
            (l, l)
        }
        // L = 1.
        2 => (1, rng.range(1, cards)),
        // R = N.
        3 => (rng.range(1, cards), cards),
        _ => {
            let l = rng.range(1, cards);
            (l, rng.range(l, cards))
        }
    };
    // Past the judge: R exceeds N.
    let high = if past { high + rng.range(1, 10) } else { high };
    card_row::Start { cards, low, high }
}

fn numbers(rng: &mut Rng, size: InputSize, past: bool) -> xor_break::Start {
    let (count, bits) = match size {
        // One small case in four with numbers of the judge's size.
        InputSize::Small if rng.range(0, 3) == 0 => (rng.range(1, 6), 60),
        InputSize::Small => (rng.range(1, 6), 8),
        InputSize::Judge => (MAX_GAMES as u64, 60),
        InputSize::Huge => (MAX_GAMES as u64, 64),
    };
    let top = if past || size == InputSize::Huge {
        u64::MAX
    } else if bits >= 60 {
        MAX_N
    } else {
        (1u64 << bits) - 1
    };
    let games = (0..count)
        .map(|_| {
            let width = 64 - top.leading_zeros() as u64;
            let n = match rng.range(0, 6) {
                // A power of two: no break at all.
                0 => 1u64 << rng.range(0, width - 1),
                // Two set bits.
                1 => {
                    let a = rng.range(1, width - 1);
                    (1u64 << a) | (1u64 << rng.range(0, a - 1))
                }
                // 2^k - 1.
                2 => u64::MAX >> (64 - rng.range(1, width)),
                // Near the top.
                3 => top - rng.range(0, 3.min(top - 1)),
                _ => rng.range(1, top),
            };
            n.clamp(1, top)
        })
        .collect();
    xor_break::Start { games }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_are_inside_unless_beyond() {
        for problem in ["abc278-g", "cf-1934d2"] {
            for size in [InputSize::Small, InputSize::Judge] {
                for seed in 0..200 {
                    let s = generate(problem, seed, size, false);
                    assert!(s.inside(), "{problem} {seed}: {s:?}");
                    assert_eq!(parse(problem, &s.text()).unwrap(), s);
                }
            }
            let past =
                (0..200).filter(|&seed| !generate(problem, seed, InputSize::Small, true).inside());
            assert!(past.count() > 0, "{problem}");
        }
    }

    #[test]
    fn the_traps_are_met() {
        let starts: Vec<Start> = (0..300)
            .map(|s| generate("abc278-g", s, InputSize::Small, false))
            .collect();
        let rows = |f: &dyn Fn(&card_row::Start) -> bool| {
            starts
                .iter()
                .any(|s| matches!(s, Start::CardRow(c) if f(c)))
        };
        assert!(rows(&|c| c.low == c.high && (c.cards - c.low) % 2 == 1));
        assert!(rows(&|c| c.low == c.high && (c.cards - c.low) % 2 == 0));
        assert!(rows(&|c| c.low == 1 && c.high > 1));
        assert!(rows(&|c| c.high == c.cards && c.low > 1));
        assert!(rows(&|c| c.cards == 1) && rows(&|c| c.cards == 2));
        // At the judge's size: the longest Grundy game, a take of 1 to 3
        // cards from a row of (nearly) 2000 with no symmetric opening, in
        // a run of 20 cases.
        let longest = (0..20).any(|seed| {
            matches!(generate("abc278-g", seed, InputSize::Judge, false),
                Start::CardRow(c) if c.cards >= MAX_CARDS - 1 && c.low == c.high
                    && c.low <= 3 && (c.cards - c.low) % 2 == 1)
        });
        assert!(longest, "no long Grundy game in 20 judge-size starts");
        let numbers: Vec<u64> = (0..50)
            .flat_map(
                |s| match generate("cf-1934d2", s, InputSize::Judge, false) {
                    Start::XorBreak(x) => x.games,
                    _ => vec![],
                },
            )
            .collect();
        assert!(numbers.iter().any(|n| n.is_power_of_two() && *n > 1));
        assert!(numbers.iter().any(|n| n.count_ones() == 2));
        assert!(numbers.iter().any(|n| (n + 1).is_power_of_two() && *n > 7));
        assert!(numbers.contains(&MAX_N));
        assert!(parse("abc278-g", "3,2").is_err() && parse("cf-1934d2", "0").is_err());
        assert!(parse("cf-1934d2", "4,x").unwrap_err().contains("number 2"));
    }
}
