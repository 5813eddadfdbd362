#![doc = include_str!("../README.md")]

pub mod app;
pub mod board;
pub mod engine;
pub mod entry;
pub mod game;
pub mod pages;
pub mod roots;
