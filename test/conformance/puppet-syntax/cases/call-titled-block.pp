foo() {'t': a => 1}
