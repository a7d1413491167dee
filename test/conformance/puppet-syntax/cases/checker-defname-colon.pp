class ::a {}
