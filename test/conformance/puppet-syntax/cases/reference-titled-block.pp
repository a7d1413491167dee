File['a'] { 't': a => 1}
