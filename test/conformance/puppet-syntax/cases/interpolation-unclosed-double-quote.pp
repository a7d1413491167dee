$a = "${facts["os"]["family]}"
