"""Smash Up's table: the one every seat plays at, local or joined over the network."""
