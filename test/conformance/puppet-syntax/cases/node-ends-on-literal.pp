node a { 1 }
