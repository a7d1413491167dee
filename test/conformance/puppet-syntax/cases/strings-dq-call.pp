$a = "${upcase('x')}"
