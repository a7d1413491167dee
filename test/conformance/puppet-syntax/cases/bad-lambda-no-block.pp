[1].each |$x|
