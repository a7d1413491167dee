include t
