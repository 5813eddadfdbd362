//! The game layer: the tree cursor every page that shows a game moves with, the move list,
//! reading games and positions a player brings, and sharing them.

pub mod cursor;
pub mod import;
pub mod move_list;
pub mod share;
pub mod words;
