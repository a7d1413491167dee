notice(type ($x))
