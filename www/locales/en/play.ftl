# The game page.
