if true { class foo { } }
