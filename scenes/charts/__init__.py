"""Charts drawn in pygame: the post-game analysis and the statistics, in the app's palette."""
