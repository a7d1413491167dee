$x = 1
notice(
  ($x)(2))
