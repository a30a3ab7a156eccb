#!/usr/bin/env python3
"""Django's command line for this project: python3 manage.py runserver, python3 manage.py test."""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "mysite.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
