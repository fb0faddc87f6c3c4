"""Processes that think off the frame: the bots and the post-game analysis."""
