notice ('x')
