"""The screens around the tables: menu, setup, settings, load, statistics, results, rules."""
