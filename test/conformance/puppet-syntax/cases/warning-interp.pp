$x = 1
warning "x is ${x}"
