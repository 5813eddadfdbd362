#![doc = include_str!("../README.md")]

pub mod ai_client;
pub mod board;
pub mod builder;
pub mod chooser;
pub mod classes;
pub mod embed;
pub mod learn;
pub mod modal;
pub mod play;
pub mod protocol;
pub mod routes;
pub mod rules_page;
pub mod share;
pub mod sound;
pub mod words;
pub mod worker;
