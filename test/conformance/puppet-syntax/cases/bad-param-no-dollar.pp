class foo (String a) { }
