class m2 { }
