"""What the player reads: translations and their catalogs' tools, the system's language,
messages in the player's language, and text from outside made safe to show."""
