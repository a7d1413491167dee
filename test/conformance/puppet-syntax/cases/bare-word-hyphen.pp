$a = x86_64-linux
notice($a)
