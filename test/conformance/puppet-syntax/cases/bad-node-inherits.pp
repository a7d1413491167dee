node 'a' { }
node 'b' inherits 'a' { }
