[1, 2].each |$i, $v| { notice($v) }
