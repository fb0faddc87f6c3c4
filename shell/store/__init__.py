"""What the app keeps on disk, and nothing else: saves and their index, finished games,
statistics, settings; safe reads and atomic writes; reading off the frame."""
