//! Bringing an element into view: the least scrolling that shows it (a button under the board
//! on a phone, a note behind a dialog's sticky buttons, the board itself).

/// Scrolls `el`'s scroll containers just enough to show it.
pub fn into_view(el: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}

/// Scrolls `el` into view (as [`into_view`]) when less than half of it is in the window: the
/// board a player scrolled away from, whose position a tapped list or button below it changed.
pub fn into_view_if_hidden(el: &web_sys::Element) {
    let rect = el.get_bounding_client_rect();
    let window_height = gloo_utils::window()
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let seen = rect.bottom().min(window_height) - rect.top().max(0.0);
    if seen < rect.height() / 2.0 {
        into_view(el);
    }
}
