# embed
