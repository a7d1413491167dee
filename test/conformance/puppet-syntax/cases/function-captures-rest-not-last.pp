function f(*$a, $b) { }
