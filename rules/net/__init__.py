"""Network play: one host holds the game, each seat receives only what it may see.

``protocol`` the messages (its state message carries the games' own typed views, ``rules/view.py``
and ``rules/fzzzt/view.py``) and the invite, ``tls`` the host's
pinned self-signed certificate, ``host`` the table and its server, ``client`` the headless client
and the bots that play from a seat's view. Nothing here imports Qt.
"""
