contain foo
