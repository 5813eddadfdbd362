//! The review's evaluation graph: one point per position of the main line, the height White's
//! winning chances, the area between the curve and the middle filled light where White leads
//! and dark where Black does, the verdicts marked, the shown position marked; a click on a
//! ply goes there.

use super::review::Verdict;
use camelot_ai::winprob::percent;
use std::rc::Rc;
use yew::prelude::*;

/// Width of the graph in SVG units.
const W: i32 = 1000;
/// Height of the graph in SVG units.
const H: i32 = 160;

/// Graph properties.
#[derive(Properties, PartialEq)]
pub struct EvalChartProps {
    /// White's chances at each ply (none where not searched yet).
    pub chances: Rc<Vec<Option<f64>>>,
    /// The marked moves, by ply.
    pub verdicts: Rc<Vec<(usize, Verdict)>>,
    /// The ply shown on the board, when it is on the graph.
    pub current: Option<usize>,
    /// A ply was clicked.
    pub on_ply: Callback<usize>,
}

/// The x of ply `p` of `n` plies.
fn x_of(p: usize, n: usize) -> i32 {
    let span = i32::try_from(n.saturating_sub(1).max(1)).unwrap_or(i32::MAX);
    i32::try_from(p).unwrap_or(0).saturating_mul(W) / span
}

/// The y of chances `c` (White winning at the top).
fn y_of(c: f64) -> i32 {
    ((1.0 - c.clamp(0.0, 1.0)) * f64::from(H)).round() as i32
}

/// The curve through the searched plies, with a point added wherever it crosses the middle,
/// so that the two fills meet there exactly.
pub fn curve(chances: &[Option<f64>]) -> Vec<(i32, i32)> {
    let n = chances.len();
    let mid = H / 2;
    let mut out: Vec<(i32, i32)> = Vec::new();
    for (p, c) in chances.iter().enumerate() {
        let Some(c) = c else { continue };
        let (x, y) = (x_of(p, n), y_of(*c));
        if let Some(&(px, py)) = out.last()
            && (py - mid).signum() * (y - mid).signum() < 0
        {
            let cx = px + (x - px) * (mid - py) / (y - py);
            out.push((cx, mid));
        }
        out.push((x, y));
    }
    out
}

fn points(pts: impl Iterator<Item = (i32, i32)>) -> String {
    pts.map(|(x, y)| format!("{x},{y}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The area between the curve and the middle on one side of it (`above`: where White leads).
pub fn area(curve: &[(i32, i32)], above: bool) -> String {
    let mid = H / 2;
    let (Some(first), Some(last)) = (curve.first(), curve.last()) else {
        return String::new();
    };
    let clamp = |y: i32| if above { y.min(mid) } else { y.max(mid) };
    points(
        std::iter::once((first.0, mid))
            .chain(curve.iter().map(|&(x, y)| (x, clamp(y))))
            .chain(std::iter::once((last.0, mid))),
    )
}

/// The graph.
#[function_component(EvalChart)]
pub fn eval_chart(props: &EvalChartProps) -> Html {
    let n = props.chances.len();
    let line = curve(&props.chances);
    let column = (W / i32::try_from(n.max(1)).unwrap_or(1)).max(4);
    let hits = props.chances.iter().enumerate().map(|(p, c)| {
        let x = x_of(p, n);
        let on_ply = props.on_ply.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_ply.emit(p));
        let title = match c {
            Some(c) => crate::t!("analysis-chart-ply", ply = p, percent = percent(*c)),
            None => crate::t!("analysis-chart-ply-unknown", ply = p),
        };
        html! {
            <rect class="hit" data-ply={p.to_string()} x={(x - column / 2).to_string()} y="0"
                  width={column.to_string()} height={H.to_string()} {onclick}>
                <title>{ title }</title>
            </rect>
        }
    });
    let marks = props.verdicts.iter().filter_map(|&(p, v)| {
        let c = props.chances.get(p).copied().flatten()?;
        let class = match v {
            Verdict::Blunder => "blunder",
            Verdict::Mistake => "mistake",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Good => return None,
        };
        // A line from the middle to the point: the graph is stretched to its box, so a
        // circle would not stay round.
        let x = x_of(p, n).to_string();
        Some(html! {
            <line class={classes!("verdict", class)} data-verdict-ply={p.to_string()}
                  x1={x.clone()} x2={x} y1={(H / 2).to_string()} y2={y_of(c).to_string()} />
        })
    });
    let current = props.current.filter(|&p| p < n).map(|p| {
        let x = x_of(p, n).to_string();
        html! { <line class="current" x1={x.clone()} x2={x} y1="0" y2={H.to_string()} /> }
    });
    let mid = (H / 2).to_string();
    html! {
        <svg class="eval-chart" data-testid="eval-chart" viewBox={format!("-10 -10 {} {}", W + 20, H + 20)}
             preserveAspectRatio="none" role="group"
             aria-label={crate::app::i18n::t("analysis-chart-label")}>
            <rect class="chart-bg" x="0" y="0" width={W.to_string()} height={H.to_string()} />
            <polygon class="area white" points={area(&line, true)} />
            <polygon class="area black" points={area(&line, false)} />
            <line class="mid" x1="0" x2={W.to_string()} y1={mid.clone()} y2={mid} />
            <polyline class="curve" points={points(line.iter().copied())} />
            { for current }
            { for marks }
            <g class="hits">{ for hits }</g>
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_meets_the_middle_where_it_crosses() {
        // 50%, 100%, 0%: across the middle once between plies 1 and 2.
        let c = curve(&[Some(0.5), Some(1.0), Some(0.0)]);
        assert_eq!(c, [(0, 80), (500, 0), (750, 80), (1000, 160)]);
        assert_eq!(area(&c, true), "0,80 0,80 500,0 750,80 1000,80 1000,80");
        assert_eq!(area(&c, false), "0,80 0,80 500,80 750,80 1000,160 1000,80");
        // Plies not searched yet are left out of the curve.
        assert_eq!(curve(&[Some(0.5), None, Some(0.75)]), [(0, 80), (1000, 40)]);
        assert_eq!(area(&[], true), "");
        assert_eq!(x_of(0, 1), 0);
    }
}
