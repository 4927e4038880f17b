"""Replays of recorded games: a read-only table with a timeline, reviews, and the finished games kept."""
