//! Move and capture sounds, synthesised with Web Audio (no sound files to download). The
//! audio context is made on the first sound, which follows a click (browsers only let a page
//! play sound after the player has interacted with it).

use std::cell::RefCell;
use web_sys::{AudioContext, OscillatorType};

/// What just happened on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// A move that captures nothing.
    Move,
    /// A move that captures.
    Capture,
    /// The game ended.
    End,
}

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
}

/// One short tone: frequency, start (s after now), length (s), loudness, wave.
fn tone(ctx: &AudioContext, freq: f32, at: f64, len: f64, gain: f32, wave: OscillatorType) {
    let (Ok(osc), Ok(amp)) = (ctx.create_oscillator(), ctx.create_gain()) else {
        return;
    };
    let t0 = ctx.current_time() + at;
    osc.set_type(wave);
    osc.frequency().set_value(freq);
    let g = amp.gain();
    let _ = g.set_value_at_time(0.0001, t0);
    let _ = g.exponential_ramp_to_value_at_time(gain, t0 + 0.008);
    let _ = g.exponential_ramp_to_value_at_time(0.0001, t0 + len);
    if osc.connect_with_audio_node(&amp).is_err()
        || amp.connect_with_audio_node(&ctx.destination()).is_err()
    {
        return;
    }
    let _ = osc.start_with_when(t0);
    let _ = osc.stop_with_when(t0 + len + 0.02);
}

/// Plays `cue`. Does nothing where Web Audio is missing or refused.
pub fn play(cue: Cue) {
    CONTEXT.with(|cell| {
        let mut cell = cell.borrow_mut();
        if cell.is_none() {
            *cell = AudioContext::new().ok();
        }
        let Some(ctx) = cell.as_ref() else {
            return;
        };
        let _ = ctx.resume();
        match cue {
            Cue::Move => tone(ctx, 520.0, 0.0, 0.07, 0.18, OscillatorType::Triangle),
            Cue::Capture => {
                tone(ctx, 300.0, 0.0, 0.09, 0.25, OscillatorType::Square);
                tone(ctx, 200.0, 0.07, 0.12, 0.2, OscillatorType::Square);
            }
            Cue::End => {
                for (i, f) in [523.0, 659.0, 784.0].into_iter().enumerate() {
                    tone(ctx, f, i as f64 * 0.12, 0.22, 0.18, OscillatorType::Sine);
                }
            }
        }
    });
}
