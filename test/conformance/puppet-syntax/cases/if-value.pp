$a = if true { 1 } else { 2 }
