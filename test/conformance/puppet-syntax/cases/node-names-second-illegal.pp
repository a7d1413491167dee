node 'a.b-c_d', 'x y' {}
