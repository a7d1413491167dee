node 'n1' { notify { 'short': } }
