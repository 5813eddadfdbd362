//! Bringing an element into view: the least scrolling that shows it (a button under the board
//! on a phone, a note behind a dialog's sticky buttons).

/// Scrolls `el`'s scroll containers just enough to show it.
pub fn into_view(el: &web_sys::Element) {
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    el.scroll_into_view_with_scroll_into_view_options(&options);
}
