define a() { notice(1)
  1 }
