$x = ceiling('abc')
