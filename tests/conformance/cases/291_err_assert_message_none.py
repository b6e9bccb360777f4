assert [], None
