"""`tabula serve`: the app and the players' own views in a browser, over the local network."""
