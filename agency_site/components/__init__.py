"""Small reusable pieces shared by the layout and the pages."""
